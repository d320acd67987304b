import type { ProfileForm, profileForm } from '@common/schemas/members';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The profile editor's react-hook-form instance (SPEC §3 profile form: the fields as typed, the
 * parsed `ProfileForm` on submit), handed to the editor's field groups.
 */
export type ProfileFormApi = UseFormReturn<z.input<typeof profileForm>, unknown, ProfileForm>;
