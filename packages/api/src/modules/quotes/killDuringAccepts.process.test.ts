import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  acceptBody,
  ownerWithAnalyses,
  storedQuotes,
  type HttpOwner,
} from '../../testing/ownerOverHttp.ts';
import { preparedDataDir } from '../../testing/preparedDataDir.ts';
import { startServerProcess, type ServerProcess } from '../../testing/serverProcess.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

// Two kills prove it as well as five: each cycle kills a server mid-burst, restarts it on the
// same DATA_DIR and checks what the last one confirmed. THOROUGH=1 runs five, KILL_CYCLES any.
const CYCLES = Number(process.env.KILL_CYCLES ?? (process.env.THOROUGH === '1' ? 5 : 2));
const ACCEPTS_PER_SECOND = 100;
const TRAFFIC_MS = 1_500;
/** Beyond this many answers outstanding the driver skips a beat rather than pile up. */
const MAX_IN_FLIGHT = 40;

let dataDir: string | undefined;
const env = { LOG_LEVEL: 'warn', RATE_LIMIT_API_KEY_MAX: '1000000', RATE_LIMIT_AUTH_MAX: '1000' };
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

type Outcome = 'confirmed' | 'refused' | 'unknown';

function accept(base: string, owner: HttpOwner, n: number, key: string): Promise<Outcome> {
  return (
    fetch(`${base}/api/accept-quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': owner.key },
      body: acceptBody(owner, n, key),
    })
      .then(async (res): Promise<Outcome> => {
        await res.arrayBuffer();
        return res.status === 201 || res.status === 200 ? 'confirmed' : 'refused';
      })
      // The connection died with the server, before the answer or halfway through its body: the
      // quote may or may not have been stored.
      .catch((): Outcome => 'unknown')
  );
}

/**
 * Accepts at a steady rate for a while, then a last burst, and SIGKILL while that burst is
 * being handled. Resolves with every key sent and how its request ended.
 */
async function acceptsUntilKilled(running: ServerProcess, owner: HttpOwner, cycle: number) {
  const outcomes = new Map<string, Promise<Outcome>>();
  let inFlight = 0;
  const send = () => {
    const n = outcomes.size;
    const key = `kill-${cycle}-${n.toString().padStart(5, '0')}`;
    inFlight += 1;
    outcomes.set(
      key,
      accept(running.base, owner, n, key).finally(() => (inFlight -= 1)),
    );
  };
  const started = Date.now();
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (inFlight < MAX_IN_FLIGHT) send();
      if (Date.now() - started >= TRAFFIC_MS) {
        clearInterval(timer);
        resolve();
      }
    }, 1000 / ACCEPTS_PER_SECOND);
  });
  for (let i = 0; i < 10; i += 1) send();
  await new Promise((resolve) => setTimeout(resolve, 20));
  // The supervisor as well, or it would start the server again itself.
  await running.killAll();
  const settled = new Map<string, Outcome>();
  for (const [key, outcome] of outcomes) settled.set(key, await outcome);
  return { settled, seconds: (Date.now() - started) / 1000 };
}

describe('kill -9 during accepts', () => {
  it(`loses no confirmed quote and stores none twice or in part over ${CYCLES} kills and restarts`, async () => {
    const killed = await preparedDataDir('yardstick-kill-');
    dataDir = killed;
    server = await startServerProcess(killed, env);
    const addresses = demoAddressList()
      .slice(0, 2)
      .map((a) => a.address);
    const owner = await ownerWithAnalyses(server.base, addresses);
    const confirmed = new Set<string>();
    const sent = new Set<string>();
    let unknown = 0;
    let trafficSeconds = 0;

    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const { settled, seconds } = await acceptsUntilKilled(server, owner, cycle);
      trafficSeconds += seconds;
      await server.stop();
      // The same DATA_DIR: the lock went with the killed process.
      server = await startServerProcess(killed, env);
      for (const [key, outcome] of settled) {
        sent.add(key);
        if (outcome === 'confirmed') confirmed.add(key);
        if (outcome !== 'unknown') continue;
        unknown += 1;
        // The homeowner submits again with the same key: stored once, whichever try landed.
        const n = Number(key.split('-')[2]);
        expect(await accept(server.base, owner, n, key)).toBe('confirmed');
        confirmed.add(key);
      }
    }

    const quotes = await storedQuotes(server.base, owner.cookie);
    const keys = quotes.map((quote) => quote.customerEmail.replace('@example.test', ''));
    const lost = [...confirmed].filter((key) => !keys.includes(key));
    const duplicates = keys.length - new Set(keys).size;
    const partial = quotes.filter(
      (quote) => quote.services.length !== 1 || quote.services[0]!.totalCost !== quote.totalCost,
    );
    console.info(
      `kill -9 × ${CYCLES}: ${sent.size} accepts sent (${Math.round(sent.size / trafficSeconds)}/s), ` +
        `${confirmed.size} confirmed (${unknown} of them cut off by the kill and sent again), ` +
        `${lost.length} lost, ${duplicates} duplicates, ${partial.length} partial`,
    );
    expect(confirmed.size).toBeGreaterThan(CYCLES * 20);
    expect(unknown).toBeGreaterThan(0);
    expect(lost).toEqual([]);
    expect(duplicates).toBe(0);
    expect(partial).toEqual([]);
    // Nothing stored that was never sent.
    expect(keys.filter((key) => !sent.has(key))).toEqual([]);
  }, 900_000);
});
