import { notificationFor } from './sw-push';

/** What the service worker shows for a push: the server's payload (api/src/modules/push/push.channel.ts), or a fallback. */
it('shows the server’s title and body, one per tag, opening its page', () => {
  const payload = { title: 'You have a place: Quiz Night', body: 'Hi Pat, a place opened up.', url: 'https://office.example/dashboard', tag: 'waitlist_promoted:7' };
  expect(notificationFor(JSON.stringify(payload))).toEqual({
    title: 'You have a place: Quiz Night',
    options: { body: 'Hi Pat, a place opened up.', tag: 'waitlist_promoted:7', data: { url: 'https://office.example/dashboard' } },
  });
});

it('still shows something for a push that is not ours (browsers require a visible notification)', () => {
  expect(notificationFor('plain text')).toEqual({ title: 'D.Office', options: { body: 'plain text', data: { url: '/dashboard' } } });
  expect(notificationFor(null)).toEqual({ title: 'D.Office', options: { body: '', data: { url: '/dashboard' } } });
});
