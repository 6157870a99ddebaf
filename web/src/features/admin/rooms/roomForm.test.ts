import { emptyRoom, toRoomInput } from './roomForm';

describe('toRoomInput (spec §5 fallbacks)', () => {
  it('falls back to 0, 0, 0 and 1 month when numbers are empty or not numeric', () => {
    expect(toRoomInput({ ...emptyRoom, name: ' A ', capacity: 'lots', pricePerMonth: '', deposit: 'x', minimumBookingMonths: '' })).toMatchObject({
      name: 'A',
      capacity: 0,
      pricePerMonth: '0.00',
      deposit: '0.00',
      minimumBookingMonths: 1,
      description: null,
      location: null,
    });
  });

  it('truncates capacity to a whole number and keeps minimum months of at least 1', () => {
    expect(toRoomInput({ ...emptyRoom, capacity: '7.9', minimumBookingMonths: '0' })).toMatchObject({ capacity: 7, minimumBookingMonths: 1 });
    expect(toRoomInput({ ...emptyRoom, minimumBookingMonths: '2.5' }).minimumBookingMonths).toBe(1);
    expect(toRoomInput({ ...emptyRoom, minimumBookingMonths: '3' }).minimumBookingMonths).toBe(3);
  });

  it('sends prices as two-decimal money and amenities trimmed with empties dropped', () => {
    const input = toRoomInput({ ...emptyRoom, pricePerMonth: '1500', deposit: '99.5', amenities: ' Projector, ,Wi-Fi ,, ' });
    expect(input).toMatchObject({ pricePerMonth: '1500.00', deposit: '99.50', amenities: ['Projector', 'Wi-Fi'] });
  });
});
