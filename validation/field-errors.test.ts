import * as yup from 'yup';
import { fieldErrors } from './field-errors';
import { strictObject, text } from './common';
import { whatsappConfigSchema } from './whatsapp';
import { profileSchema } from './profile';

/** What validate() in the API does: every problem, unknown fields kept (so they are refused). */
async function errorsOf(schema: yup.AnySchema, input: unknown) {
  try {
    await schema.validate(input, { abortEarly: false, strict: false, stripUnknown: false });
  } catch (e) {
    if (e instanceof yup.ValidationError) return fieldErrors(schema, e);
    throw e;
  }
  throw new Error('expected the input to be refused');
}

describe('fieldErrors: every invalid field, once, in form order', () => {
  it('lists the WhatsApp configuration fields in the form order (yup alone reports the last one first)', async () => {
    // The defect: stopping at the first problem, yup walks fields in reverse and named webhookVerifyToken.
    const early = await whatsappConfigSchema.validate({ phoneNumberId: '', accessToken: '', webhookVerifyToken: '' }).catch((e: yup.ValidationError) => e.path);
    expect(early).toBe('webhookVerifyToken');
    expect(await errorsOf(whatsappConfigSchema, { phoneNumberId: '', accessToken: '', webhookVerifyToken: '' })).toEqual([
      { field: 'phoneNumberId', message: 'Phone Number ID is required' },
      { field: 'accessToken', message: 'Access Token is required' },
      { field: 'webhookVerifyToken', message: 'Webhook Verify Token is required' },
    ]);
  });

  it('puts what is wrong with the input as a whole (an unknown field) before its fields', async () => {
    expect(await errorsOf(whatsappConfigSchema, { webhookVerifyToken: '', bogus: 1, phoneNumberId: 'x', accessToken: '' })).toEqual([
      { message: 'Unknown field: bogus' },
      { field: 'accessToken', message: 'Access Token is required' },
      { field: 'webhookVerifyToken', message: 'Webhook Verify Token is required' },
    ]);
  });

  it('orders a cross-field rule (reported after the fields by yup) and nested fields by their place in the form', async () => {
    expect(await errorsOf(profileSchema, { fullName: '', whatsappOptIn: true, preferences: { reminderTimingHours: 0 } })).toEqual([
      { field: 'fullName', message: 'Full name is required' },
      { field: 'whatsappPhone', message: 'Enter your WhatsApp number to receive WhatsApp messages' },
      { field: 'preferences.reminderTimingHours', message: 'Reminder timing must be at least 1 hour' },
    ]);
  });

  it('gives each field its first failing message only, and list items by index', async () => {
    const schema = strictObject({
      code: text(10).required('Code is required').matches(/^[A-Z]+$/, 'Code must be capitals'),
      tags: yup.array().of(text(3, 'Tag too long')),
    });
    expect(await errorsOf(schema, { code: 'toolongandlower', tags: ['ok', 'long!', 'yes', 'longer'] })).toEqual([
      { field: 'code', message: 'Must be at most 10 characters' },
      { field: 'tags[1]', message: 'Tag too long' },
      { field: 'tags[3]', message: 'Tag too long' },
    ]);
  });

  it('matches field names exactly, not as parts of longer names (yup’s own sort puts `username` at `name`)', async () => {
    const schema = strictObject({
      name: text().required('Name is required'),
      email: text().required('Email is required'),
      username: text().required('Username is required'),
    });
    expect((await errorsOf(schema, { email: '', username: '', name: '' })).map((e) => e.field)).toEqual(['name', 'email', 'username']);
    expect((await errorsOf(schema, { username: '', email: '', name: 'x' })).map((e) => e.field)).toEqual(['email', 'username']);
  });

  it('names no field when the input is not an object at all', async () => {
    expect(await errorsOf(whatsappConfigSchema, 'text')).toEqual([{ message: 'Request body must be a JSON object' }]);
  });
});
