import { describe, expect, it } from 'vitest';
import { isMainHost, mainHostNames } from './hosts.ts';

describe('isMainHost', () => {
  const mainHosts = mainHostNames(new URL('https://yardstick.example.com'));

  it.each([
    ['localhost', true],
    ['www.localhost', true],
    ['127.0.0.1', true],
    ['yardstick.example.com', true],
    ['WWW.Yardstick.Example.com', true],
    ['demo.localhost', false],
    ['acme.yardstick.example.com', false],
    ['quotes.acme.com', false],
  ])('%s is the main host: %s', (host, expected) => {
    expect(isMainHost(host, mainHosts)).toBe(expected);
  });
});
