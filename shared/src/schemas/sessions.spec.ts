import { validate } from '../validation.js';
import { memberSessionsQuerySchema, sessionEndSchema } from './sessions.js';

const codesOf = (result: ReturnType<typeof validate>) =>
  result.ok ? [] : result.problems.map((problem) => problem.code);

describe('a session to end', () => {
  it('is named by 32 lowercase hexadecimal digits, its public id', () => {
    expect(validate(sessionEndSchema, { id: '0123456789abcdef'.repeat(2) })).toEqual({
      ok: true,
      data: { id: '0123456789abcdef'.repeat(2) },
    });
  });

  it('refuses anything else with a coded problem, the secret sid included', () => {
    const sid = 'x7Yq3VbN_2kLr9sTf0aWcZ-e4HmPd8uJ';
    for (const id of ['', 'f'.repeat(31), 'f'.repeat(33), 'F'.repeat(32), sid, '../x']) {
      expect({ id, codes: codesOf(validate(sessionEndSchema, { id })) }).toEqual({
        id,
        codes: ['field.format'],
      });
    }
    expect(codesOf(validate(sessionEndSchema, {}))).toEqual(['field.required']);
    expect(codesOf(validate(sessionEndSchema, { id: 5 }))).toEqual(['field.type']);
  });
});

describe("the owner's member filter", () => {
  it('is one member id, or everyone when empty', () => {
    expect(validate(memberSessionsQuerySchema, { member_id: '7' })).toEqual({
      ok: true,
      data: { member_id: 7 },
    });
    expect(validate(memberSessionsQuerySchema, { member_id: '' })).toEqual({ ok: true, data: {} });
    for (const member_id of ['0', '-1', 'abc', '1.5', '99999999999']) {
      expect(validate(memberSessionsQuerySchema, { member_id }).ok).toBe(false);
    }
  });
});
