import { localDay } from '../rules/today';
import { bookingExtensionSchema, bookingFilterSchema, bookingFormSchema, bookingRequestSchema } from './bookings';
import { meetingRoomSchema, parseAmenities } from './rooms';

/** The shared schemas give the web forms the spec's messages (§5). */

const firstError = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => undefined,
    (e: { errors: string[] }) => e.errors[0],
  );

describe('booking form', () => {
  it("uses the spec's messages", async () => {
    expect(await firstError(bookingFormSchema(), { durationMonths: 1 })).toBe('Please select a start date');
    expect(await firstError(bookingFormSchema(), { startDate: localDay(), durationMonths: 0 })).toBe('Duration must be at least 1 month');
    expect(await firstError(bookingFormSchema(3), { startDate: localDay(), durationMonths: 2 })).toBe('Duration must be at least 3 months');
    expect(await firstError(bookingFormSchema(), { startDate: '2000-01-01', durationMonths: 1 })).toBe('Start date must be today or later');
    expect(await firstError(bookingFormSchema(), { startDate: localDay(), durationMonths: 1 })).toBeUndefined();
  });

  it('ignores the status the spec client sends and turns an empty purpose into null', async () => {
    const v = await bookingRequestSchema().validate({ roomId: 3, startDate: localDay(), durationMonths: 1, purpose: '', status: 'pending' });
    expect(v).toEqual({ roomId: 3, startDate: localDay(), durationMonths: 1, purpose: null });
  });
});

describe('extending a booking', () => {
  it('takes whole months, at least one, at most 120', async () => {
    expect(await bookingExtensionSchema.validate({ months: 2 })).toEqual({ months: 2 });
    expect(await firstError(bookingExtensionSchema, { months: 0 })).toBe('Extend by at least 1 month');
    expect(await firstError(bookingExtensionSchema, { months: -3 })).toBe('Extend by at least 1 month');
    expect(await firstError(bookingExtensionSchema, {})).toBe('Extend by at least 1 month');
    expect(await firstError(bookingExtensionSchema, { months: 1.5 })).toBe('Months must be a whole number');
    expect(await firstError(bookingExtensionSchema, { months: '2' })).toBe('Months must be a whole number');
    expect(await firstError(bookingExtensionSchema, { months: 121 })).toBe('Extend by at most 120 months');
  });

  it('filters the admin list by ending soon, a true or false', async () => {
    expect(await bookingFilterSchema.validate({ endingSoon: true })).toEqual({ endingSoon: true });
    expect(await firstError(bookingFilterSchema, { endingSoon: 'yes' })).toBe('endingSoon must be true or false');
  });
});

describe('room form', () => {
  it('splits comma-separated amenities, trimmed, empties dropped', () => {
    expect(parseAmenities(' Projector, ,Whiteboard ,, Wi-Fi')).toEqual(['Projector', 'Whiteboard', 'Wi-Fi']);
  });

  it('normalises money to two decimals and applies the defaults', async () => {
    expect(await meetingRoomSchema.validate({ name: 'A', pricePerMonth: 1500, deposit: '0.5' })).toEqual({
      name: 'A',
      capacity: 0,
      amenities: [],
      pricePerMonth: '1500.00',
      deposit: '0.50',
      minimumBookingMonths: 1,
      isActive: true,
    });
  });
});
