import { propertyAnalysisResponseSchema } from '@yardstick/core/schemas/analysis';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/app.ts';
import { buildAnalysis, buildOwner } from '../../testing/factories.ts';

const app = useTestApp();

describe('GET /api/property-analysis/{id}', () => {
  it("answers the owner's analysis with its map data and size in acres", async () => {
    const owner = await buildOwner();
    const analysis = await buildAnalysis(owner, { totalSqFt: 21_780 });
    const res = await app.as(owner).get(`/api/property-analysis/${analysis.id}`);
    expect(res.status).toBe(200);
    const { propertyAnalysis } = propertyAnalysisResponseSchema.parse(res.body);
    expect(propertyAnalysis).toMatchObject({
      id: analysis.id,
      propertySize: 0.5,
      mapData: { address: analysis.address, center: [-89.65, 39.78] },
    });
  });

  it('answers the complexity score the quote was priced with, for the quote card breakdown', async () => {
    const owner = await buildOwner();
    const analysis = await buildAnalysis(owner, { complexityScore: 8 });
    const res = await app.as(owner).get(`/api/property-analysis/${analysis.id}`);
    expect(propertyAnalysisResponseSchema.parse(res.body).propertyAnalysis.complexityScore).toBe(8);
  });

  it("answers 404 for another owner's analysis", async () => {
    const owner = await buildOwner();
    const theirs = await buildAnalysis(await buildOwner());
    const res = await app.as(owner).get(`/api/property-analysis/${theirs.id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Property analysis not found' });
  });

  it('answers 404 for an id that is not an id', async () => {
    const owner = await buildOwner();
    expect((await app.as(owner).get('/api/property-analysis/12')).status).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const analysis = await buildAnalysis(await buildOwner());
    expect((await app.anonymous().get(`/api/property-analysis/${analysis.id}`)).status).toBe(401);
  });

  it("still answers the owner's analysis once the trial has ended (an accepted quote's map)", async () => {
    const owner = await buildOwner({ trial: 'expired' });
    const analysis = await buildAnalysis(owner);
    expect((await app.as(owner).get(`/api/property-analysis/${analysis.id}`)).status).toBe(200);
  });
});
