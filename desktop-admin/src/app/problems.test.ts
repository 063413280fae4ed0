import { problem, type Problem } from '@waybill/shared';
import { describe, expect, it } from 'vitest';
import { describeProblem, firstProblemText } from './problems';

describe('describeProblem', () => {
  it('says a problem by its code and values, not by the sentence it came with', () => {
    const sent: Problem = {
      ...problem('field.too_long', { field: 'destination', max: 300 }),
      message: 'reworded by another server',
    };
    expect(describeProblem(sent)).toBe('destination must be at most 300 characters');
    expect(firstProblemText([problem('rate.too_many', { minutes: 2 })])).toBe(
      'Too many attempts. Please wait 2 minutes and try again.',
    );
  });

  it('says a code this build does not know by the server’s own sentence', () => {
    const newer = { code: 'parcel.held_at_customs', params: {}, message: 'Held at customs' };
    expect(describeProblem(newer as unknown as Problem)).toBe('Held at customs');
  });
});
