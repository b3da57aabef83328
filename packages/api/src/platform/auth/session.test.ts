import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signHandOff, verifyHandOff } from './handOffToken.ts';
import { signSession, verifySession } from './session.ts';

const SECRET = 'a-secret-that-is-long-enough-for-hs256-0123456789';
const OTHER = 'another-secret-that-is-long-enough-for-hs256-98765';

describe('session and hand-off tokens', () => {
  it('are read back with the secret that signed them, and with no other', () => {
    const claims = { ownerId: randomUUID(), sessionId: randomUUID() };
    const token = signSession(claims, SECRET);
    expect(verifySession(token, SECRET)).toEqual(claims);
    expect(verifySession(token, OTHER)).toBeUndefined();
    // Each secret keeps its own key: the first one still reads its tokens.
    expect(verifySession(signSession(claims, OTHER), OTHER)).toEqual(claims);
    expect(verifySession(token, SECRET)).toEqual(claims);
  });

  it('never pass for one another', () => {
    const ownerId = randomUUID();
    const handOff = signHandOff(ownerId, SECRET);
    expect(verifyHandOff(handOff, SECRET)).toBe(ownerId);
    expect(verifySession(handOff, SECRET)).toBeUndefined();
    const session = signSession({ ownerId, sessionId: randomUUID() }, SECRET);
    expect(verifyHandOff(session, SECRET)).toBeUndefined();
  });

  it('refuses a token changed by one character', () => {
    const token = signSession({ ownerId: randomUUID(), sessionId: randomUUID() }, SECRET);
    // A character inside the signature: the last one also carries bits no decoder reads.
    const at = token.length - 10;
    const changed = token[at] === 'A' ? 'B' : 'A';
    expect(verifySession(`${token.slice(0, at)}${changed}${token.slice(at + 1)}`, SECRET)).toBe(
      undefined,
    );
  });
});
