import { describe, expect, it } from 'vitest';
import { RESTART_LIMITS, restartPolicy } from './restartPolicy.ts';

const HEALTHY = RESTART_LIMITS.healthyAfterMs;

describe('restartPolicy', () => {
  it('replaces a server process that dies after a healthy run at once, every time', () => {
    const policy = restartPolicy();
    for (let i = 0; i < 10; i += 1) {
      expect(policy.died({ listened: true, livedMs: HEALTHY })).toEqual({
        restart: true,
        afterMs: 0,
      });
    }
  });

  it('waits twice as long for each quick death in a row, up to its limit, and starts over after a healthy run', () => {
    const policy = restartPolicy();
    const waits = Array.from({ length: 10 }, () => {
      const decision = policy.died({ listened: true, livedMs: 1_000 });
      return decision.restart ? decision.afterMs : -1;
    });
    expect(waits).toEqual([0, 500, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(policy.died({ listened: true, livedMs: HEALTHY })).toEqual({
      restart: true,
      afterMs: 0,
    });
  });

  it('gives up, saying why, when replacements die before they listen five times in a row', () => {
    const policy = restartPolicy();
    const decisions = Array.from({ length: 5 }, () =>
      policy.died({ listened: false, livedMs: 2_000 }),
    );
    expect(decisions.slice(0, 4).every((decision) => decision.restart)).toBe(true);
    expect(decisions[4]).toEqual({
      restart: false,
      why: 'the server process died 5 times in a row before it listened',
    });
  });

  it('counts failed starts afresh once a replacement listened', () => {
    const policy = restartPolicy();
    for (let i = 0; i < 4; i += 1) policy.died({ listened: false, livedMs: 2_000 });
    policy.died({ listened: true, livedMs: 2_000 });
    for (let i = 0; i < 4; i += 1) {
      expect(policy.died({ listened: false, livedMs: 2_000 }).restart).toBe(true);
    }
  });
});
