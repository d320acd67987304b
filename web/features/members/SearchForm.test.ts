import { describe, expect, it } from 'vitest';
import { ageRangeProblem } from './SearchForm';

describe('ageRangeProblem (SPEC §3 search ages)', () => {
  it('marks a minimum age above the maximum, nothing else', () => {
    expect(ageRangeProblem({ min_age: '40', max_age: '30' })).toBe('validation.age_range');
    expect(ageRangeProblem({ min_age: '30', max_age: '30' })).toBeNull();
    expect(ageRangeProblem({ min_age: '30', max_age: '40' })).toBeNull();
    expect(ageRangeProblem({ min_age: '40', max_age: '' })).toBeNull();
    expect(ageRangeProblem({ min_age: '', max_age: '30' })).toBeNull();
    expect(ageRangeProblem({})).toBeNull();
  });
});
