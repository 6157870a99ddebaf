import { afterFailure, isPrivateAddress, isWebhookEvent, retryRefusal, RETRY_FOR_MS, targetRefusal, WEBHOOK_EVENTS } from './webhooks';

describe('isPrivateAddress', () => {
  it.each(['127.0.0.1', '10.0.0.5', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '[::1]'])(
    '%s is private',
    (ip) => expect(isPrivateAddress(ip)).toBe(true),
  );
  it.each(['8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', 'example.org'])('%s is not', (ip) => expect(isPrivateAddress(ip)).toBe(false));
});

describe('targetRefusal', () => {
  const strict = { allowPrivate: false };
  it('takes public http(s) URLs', () => {
    expect(targetRefusal('https://hooks.example.org/in?x=1', strict)).toBeNull();
    expect(targetRefusal('http://203.0.113.9:8080/', strict)).toBeNull();
  });
  it('refuses other schemes, credentials, and private or local hosts unless allowed', () => {
    expect(targetRefusal('ftp://example.org', strict)?.message).toBe('Enter a URL starting with http:// or https://');
    expect(targetRefusal('https://a:b@example.org', strict)?.message).toBe('Leave user names and passwords out of the URL');
    for (const url of ['http://localhost:3000', 'http://printer.local', 'http://10.0.0.1', 'http://[fd12::1]/x', 'http://metadata.google.internal']) {
      expect(targetRefusal(url, strict)).toEqual({ code: 'BAD_USER_INPUT', message: 'This address is private or local: webhooks go to public addresses only', field: 'url' });
      expect(targetRefusal(url, { allowPrivate: true })).toBeNull();
    }
  });
});

describe('afterFailure', () => {
  const first = new Date('2026-01-01T00:00:00Z');
  const at = (ms: number) => new Date(first.getTime() + ms);
  it('waits 10 s, then four times longer each attempt, at most 5 h', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => {
      const next = afterFailure(n, first, first) as { retryAt: Date };
      return (next.retryAt.getTime() - first.getTime()) / 1000;
    });
    expect(waits).toEqual([10, 40, 160, 640, 2560, 10240, 18000, 18000]);
  });
  it('gives up a day after the first attempt', () => {
    expect(afterFailure(9, first, at(RETRY_FOR_MS - 1))).toHaveProperty('retryAt');
    expect(afterFailure(9, first, at(RETRY_FOR_MS))).toEqual({ giveUp: true });
  });
});

it('retries by hand only a failed delivery', () => {
  expect(retryRefusal('failed')).toBeNull();
  expect(retryRefusal('delivered')?.code).toBe('CONFLICT');
  expect(retryRefusal('pending')?.code).toBe('CONFLICT');
  expect(retryRefusal(null)?.code).toBe('NOT_FOUND');
});

it('knows exactly the ten events', () => {
  expect(WEBHOOK_EVENTS).toHaveLength(10);
  expect(isWebhookEvent('booking.accepted')).toBe(true);
  expect(isWebhookEvent('booking.exploded')).toBe(false);
});
