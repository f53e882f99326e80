import { describeEachDatabase, json } from '../../testing/testApp';

describeEachDatabase('GET /api/health', (ctx) => {
  it('reports the database reachable with HTTP 200', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ status: 'ok', database: 'reachable' });
  });

  it('reports the database unreachable with HTTP 503', async () => {
    const { app, database } = ctx();
    const ping = jest.spyOn(database, 'ping').mockResolvedValueOnce(false);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(json(response).data).toMatchObject({ status: 'degraded', database: 'unreachable' });
    ping.mockRestore();
  });
});
