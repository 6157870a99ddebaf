import { createMessageTranslator, translateMessage } from '../../../locales/translate';

/** locales/translate.ts: an English message of the code in another language, found by its text or its pattern. */

it('answers the German of an exact message, and English as it is', () => {
  expect(translateMessage('Please select a room', 'de')).toBe('Bitte wählen Sie einen Raum');
  expect(translateMessage('Please select a room', 'en')).toBe('Please select a room');
  expect(translateMessage('Please select a room', null)).toBe('Please select a room');
});

it('fills a parameterised message with its values, preferring the exact text where one exists', () => {
  expect(translateMessage('Duration must be at least 3 months', 'de')).toBe('Die Dauer muss mindestens 3 Monate betragen');
  expect(translateMessage('Duration must be at least 1 month', 'de')).toBe('Die Dauer muss mindestens 1 Monat betragen');
  expect(translateMessage('startDate must be text', 'de')).toBe('startDate muss Text sein');
  expect(translateMessage('Title is required', 'de')).toBe('Bitte geben Sie einen Titel ein');
});

it('translates a value that is itself a catalog text', () => {
  expect(translateMessage('Undo "Deposit requested" first: steps are undone from the last one back', 'de')).toBe(
    'Machen Sie zuerst „Kaution angefordert“ rückgängig: Schritte werden vom letzten an rückgängig gemacht',
  );
  expect(translateMessage('Too many failed sign-in attempts. Please try again in 15 minutes.', 'de')).toBe(
    'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.',
  );
});

it('keeps a quoted WhatsApp placeholder as text and answers an unknown message unchanged', () => {
  expect(translateMessage('Placeholders must be numbered {{1}}, {{2}}, … without gaps', 'de')).toBe('Platzhalter müssen lückenlos {{1}}, {{2}}, … nummeriert sein');
  expect(translateMessage('Something nobody wrote', 'de')).toBe('Something nobody wrote');
});

it('prefers the more specific of two patterns that fit', () => {
  const tr = createMessageTranslator({ a: '{{what}} is required', b: 'Team {{name}} is required' }, { a: 'A {{what}}', b: 'B {{name}}' });
  expect(tr('Team x is required')).toBe('B x');
  expect(tr('Name is required')).toBe('A Name');
});
