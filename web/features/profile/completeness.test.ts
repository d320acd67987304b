import type { OwnProfile } from '@common/schemas/members';
import { describe, expect, it } from 'vitest';
import { profileCompleteness } from './completeness';

const empty: OwnProfile = {
  name: 'Anna',
  gender: 'female',
  looking_for: 'male',
  date_of_birth: '1990-06-15',
  country: 'NL',
  region: '',
  city: '',
  min_age: 18,
  max_age: 35,
  hair_colour: null,
  eye_colour: null,
  body_type: null,
  relationship_status: null,
  sexuality: null,
  tattoos: null,
  signup_reason: null,
  appearance: null,
  seek_appearance: null,
  interests: [],
  about: '',
  photos: [],
  invisible: false,
  photo_limit: 3,
};

const photo = {
  id: 1,
  status: 'under_review' as const,
  locked: false,
  filename: 'a.webp',
  thumb_filename: 'a.thumb.webp',
  is_main: false,
  reject_reason: null,
};

describe('profileCompleteness', () => {
  it('counts nothing of a new profile and sends the member to the photo step', () => {
    expect(profileCompleteness(empty)).toMatchObject({ percent: 0, step: 1 });
    expect(profileCompleteness(empty).missing).toHaveLength(12);
  });

  it('counts a photo under review but not a rejected one, and blank text as empty', () => {
    const withPhoto = profileCompleteness({ ...empty, photos: [photo], about: '   ' });
    expect(withPhoto).toMatchObject({ percent: 8, step: 2 });
    expect(withPhoto.missing).not.toContain('photo');
    expect(withPhoto.missing).toContain('about');
    const rejected = profileCompleteness({ ...empty, photos: [{ ...photo, status: 'rejected' }] });
    expect(rejected.missing).toContain('photo');
  });

  it('is complete with every part filled', () => {
    const full = profileCompleteness({
      ...empty,
      photos: [photo],
      city: 'Utrecht',
      about: 'Hallo',
      hair_colour: 'blond',
      eye_colour: 'blue',
      body_type: 'slim',
      relationship_status: 'single',
      sexuality: 'hetero',
      tattoos: 'none',
      signup_reason: 'relationship',
      appearance: 'normal',
      interests: ['music'],
    } as OwnProfile);
    expect(full).toEqual({ percent: 100, missing: [], step: null });
  });

  it('leaves out the choices the site does not show', () => {
    const shown = profileCompleteness({ ...empty, photos: [photo], city: 'Utrecht', about: 'Hallo' }, [
      'interests',
    ]);
    expect(shown).toEqual({ percent: 75, missing: ['interests'], step: 3 });
  });
});
