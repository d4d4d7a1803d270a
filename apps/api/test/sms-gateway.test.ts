import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  africasTalkingGateway,
  outboxSmsGateway,
  parseUgx,
  smsGatewayFrom,
  type SmsGateway,
} from '../src/integrations/sms.ts';
import {
  MESSAGING_PATH,
  startFakeAfricasTalking,
  type FakeAfricasTalking,
} from './fake-africastalking.ts';

// issue 24: the real `africastalking` SDK against a local fake of the
// gateway's HTTP API, reached over HTTPS through HTTPS_PROXY (see the fake),
// including its error answers: invalid number, insufficient balance, 5xx.
const USERNAME = 'careug';
const KEY = 'atsk_test_5f2c9e0a7b';
const SENDER = 'CAREUG';
const AGNES = '+256772123456';
const MUSA = '+256701234567';
const TEXT =
  'Hello Agnes, your booking for Home nursing on 3 Mar is confirmed. Care Uganda 0414 123456';

describe("the SMS gateway through Africa's Talking (local fake)", () => {
  let fake: FakeAfricasTalking;
  let gateway: SmsGateway;

  beforeAll(async () => {
    fake = await startFakeAfricasTalking({ apiKey: KEY });
    fake.routeThisProcess();
    gateway = africasTalkingGateway({ username: USERNAME, apiKey: KEY, senderId: SENDER });
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await gateway?.close();
    await fake?.close();
  });

  it('posts one form-encoded request with the credentials and sender id, and answers ok', async () => {
    const result = await gateway.send({ to: AGNES, message: TEXT });

    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req).toMatchObject({
      host: 'api.africastalking.com',
      path: MESSAGING_PATH,
      apikey: KEY,
      username: USERNAME,
      to: [AGNES],
      message: TEXT,
      from: SENDER,
      answeredWith: 201,
    });
    expect(req!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(result).toEqual({
      ok: true,
      messageId: expect.stringMatching(/^ATXid_[0-9a-f]{32}$/),
      status: 'Success',
      costUgx: 35,
    });
    expect(gateway).toMatchObject({ kind: 'africastalking', senderId: SENDER });
  });

  it('sends without `from` when no sender id is configured', async () => {
    const plain = africasTalkingGateway({ username: USERNAME, apiKey: KEY });
    expect(plain.senderId).toBeNull();
    expect(await plain.send({ to: MUSA, message: 'Reminder' })).toMatchObject({ ok: true });
    expect(fake.requests[0]).toMatchObject({ to: [MUSA], from: null });
  });

  it('an invalid number (403) fails for good, in plain words, without the number', async () => {
    fake.answerNext({ statusCode: 403 });
    const result = await gateway.send({ to: AGNES, message: TEXT });
    expect(result).toEqual({
      ok: false,
      permanent: true,
      error: 'Invalid phone number (403 InvalidPhoneNumber)',
    });
    expect(JSON.stringify(result)).not.toContain(AGNES.slice(1));
    expect(JSON.stringify(result)).not.toContain(KEY);
  });

  it('insufficient balance (405) fails for good', async () => {
    fake.answerNext({ byNumber: { [MUSA]: 405 } });
    expect(await gateway.send({ to: MUSA, message: TEXT })).toEqual({
      ok: false,
      permanent: true,
      error: 'Insufficient balance on the SMS account (405 InsufficientBalance)',
    });
  });

  it("the gateway's own trouble per recipient (500, 502) is transient", async () => {
    fake.answerNext({ statusCode: 500 });
    fake.answerNext({ statusCode: 502 });
    expect(await gateway.send({ to: AGNES, message: TEXT })).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringContaining('500 InternalServerError'),
    });
    expect(await gateway.send({ to: AGNES, message: TEXT })).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringContaining('502 RejectedByGateway'),
    });
  });

  it('HTTP 500 and 503 are transient', async () => {
    fake.answerNext({ http: 500 });
    fake.answerNext({ http: 503, body: 'Service Unavailable' });
    expect(await gateway.send({ to: AGNES, message: TEXT })).toMatchObject({
      ok: false,
      permanent: false,
      error: expect.stringContaining('HTTP 500'),
    });
    expect(await gateway.send({ to: AGNES, message: TEXT })).toEqual({
      ok: false,
      permanent: false,
      error: 'Gateway unavailable (HTTP 503): Service Unavailable',
    });
    expect(fake.requests.map((r) => r.answeredWith)).toEqual([500, 503]);
  });

  it('a wrong API key (401) fails for good, and the error does not carry the key', async () => {
    const wrong = africasTalkingGateway({ username: USERNAME, apiKey: 'atsk_wrong_key_0000' });
    const result = await wrong.send({ to: AGNES, message: TEXT });
    expect(fake.requests[0]).toMatchObject({ apikey: 'atsk_wrong_key_0000', answeredWith: 401 });
    expect(result).toEqual({
      ok: false,
      permanent: true,
      error: 'API key refused (HTTP 401): The supplied authentication is invalid',
    });
    expect(JSON.stringify(result)).not.toContain('atsk_wrong_key_0000');
  });

  it('an answer without a recipient fails for good with its message', async () => {
    // How the gateway refuses a whole request, e.g. a sender id not registered.
    fake.answerNext({
      http: 201,
      json: { SMSMessageData: { Message: 'InvalidSenderId', Recipients: [] } },
    });
    expect(await gateway.send({ to: AGNES, message: TEXT })).toEqual({
      ok: false,
      permanent: true,
      error: 'InvalidSenderId',
    });
  });

  it('a number the SDK itself rejects never reaches the gateway and fails for good', async () => {
    const result = await gateway.send({ to: '+2561', message: TEXT });
    expect(fake.requests).toHaveLength(0);
    expect(result).toMatchObject({ ok: false, permanent: true });
    expect((result as { error: string }).error).toMatch(/^Refused before sending: .*phone number/);
  });

  it('no answer within the timeout counts as transient', async () => {
    const quick = africasTalkingGateway({ username: USERNAME, apiKey: KEY, timeoutMs: 300 });
    fake.hangNext();
    const result = await quick.send({ to: AGNES, message: TEXT });
    expect(fake.held).toBe(1);
    expect(result).toEqual({
      ok: false,
      permanent: false,
      error: 'No answer from the gateway in 0.3 s',
    });
    fake.release();
    expect(fake.held).toBe(0);
    expect(fake.requests[0]!.answeredWith).toBe(201);
  });

  it('an unreachable gateway (connection refused) is transient', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const saved = [process.env.HTTPS_PROXY, process.env.https_proxy];
    process.env.HTTPS_PROXY = process.env.https_proxy = `http://127.0.0.1:${port}`;
    try {
      expect(await gateway.send({ to: AGNES, message: TEXT })).toEqual({
        ok: false,
        permanent: false,
        error: 'Gateway unreachable (ECONNREFUSED)',
      });
    } finally {
      [process.env.HTTPS_PROXY, process.env.https_proxy] = saved;
    }
    expect(fake.requests).toHaveLength(0);
  });
});

describe('the outbox gateway and the choice between them', () => {
  let fake: FakeAfricasTalking;
  beforeAll(async () => {
    fake = await startFakeAfricasTalking({ apiKey: KEY });
    fake.routeThisProcess();
  });
  beforeEach(() => fake.reset());
  afterAll(() => fake?.close());

  it('the outbox answers ok with an outbox id and makes no request', async () => {
    const outbox = outboxSmsGateway();
    const result = await outbox.send({ to: AGNES, message: TEXT });
    expect(result).toEqual({
      ok: true,
      messageId: expect.stringMatching(/^outbox-[0-9a-f-]{36}$/),
      status: 'Outbox',
      costUgx: null,
    });
    expect(outbox).toMatchObject({ kind: 'outbox', senderId: null });
    expect(fake.requests).toHaveLength(0);
  });

  it("picks Africa's Talking only with both username and API key", async () => {
    expect(smsGatewayFrom({}).kind).toBe('outbox');
    expect(smsGatewayFrom({ AT_USERNAME: USERNAME }).kind).toBe('outbox');
    expect(smsGatewayFrom({ AT_API_KEY: KEY, AT_SENDER_ID: SENDER }).kind).toBe('outbox');

    const chosen = smsGatewayFrom({ AT_USERNAME: USERNAME, AT_API_KEY: KEY, AT_SENDER_ID: SENDER });
    expect(chosen).toMatchObject({ kind: 'africastalking', senderId: SENDER });
    expect(await chosen.send({ to: AGNES, message: TEXT })).toMatchObject({ ok: true });
    expect(fake.requests).toEqual([
      expect.objectContaining({ username: USERNAME, apikey: KEY, from: SENDER, to: [AGNES] }),
    ]);
    expect(smsGatewayFrom({ AT_USERNAME: USERNAME, AT_API_KEY: KEY }).senderId).toBeNull();
  });

  it('reads the cost in whole UGX, null when it is not UGX', () => {
    expect(parseUgx('UGX 35.0000')).toBe(35);
    expect(parseUgx('UGX 29.6000')).toBe(30);
    expect(parseUgx('KES 0.8000')).toBeNull();
    expect(parseUgx('0')).toBeNull();
    expect(parseUgx(undefined)).toBeNull();
  });
});
