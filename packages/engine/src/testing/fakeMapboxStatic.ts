import sharp from 'sharp';
import { FAKE_MAPBOX_TOKEN } from './fakeMapbox.ts';
import type { FakeHandler } from './fakeServer.ts';

const PATH =
  /^\/styles\/v1\/mapbox\/satellite-v9\/static\/(-?[\d.]+),(-?[\d.]+),([\d.]+),0\/(\d+)x(\d+)(@2x)?$/;

/**
 * Static Images, satellite-v9: a JPEG of the asked size (doubled @2x), all lawn-green.
 * It refuses (422) views Web Mercator cannot show or the API does not allow (> 1280 px,
 * zoom > 22). `wrongSize` sends half the pixels.
 */
export function fakeMapboxStatic(options: { wrongSize?: boolean } = {}): FakeHandler {
  return async ({ url }) => {
    const match = PATH.exec(decodeURIComponent(url.pathname));
    if (!match) return { status: 404, json: { message: 'Not Found' } };
    if (url.searchParams.get('access_token') !== FAKE_MAPBOX_TOKEN)
      return { status: 401, json: { message: 'Not Authorized - Invalid Token' } };
    const [, , lat, zoom, w, h, retina] = match;
    const scale = retina ? 2 : 1;
    const width = Number(w) * scale;
    const height = Number(h) * scale;
    if (Number(w) > 1280 || Number(h) > 1280 || Number(zoom) > 22 || Math.abs(Number(lat)) > 85)
      return { status: 422, json: { message: 'Invalid request' } };
    const body = await sharp({
      create: {
        width: options.wrongSize ? width / 2 : width,
        height,
        channels: 3,
        background: { r: 52, g: 96, b: 54 },
      },
    })
      .jpeg()
      .toBuffer();
    return { headers: { 'content-type': 'image/jpeg' }, body };
  };
}
