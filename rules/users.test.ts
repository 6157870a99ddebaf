import { lastAdminRefusal, registerRefusal, takenRefusal } from './users';

const others = [{ username: 'Ada', email: 'ada@example.org' }];

describe('takenRefusal', () => {
  it('names the username first, then the email, ignoring case', () => {
    expect(takenRefusal({ username: 'ADA', email: 'ADA@example.org' }, others)).toEqual({ code: 'CONFLICT', message: 'That username is already taken', field: 'username' });
    expect(takenRefusal({ username: 'bea', email: 'Ada@Example.org' }, others)).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists', field: 'email' });
    expect(takenRefusal({ email: 'ada@example.org' }, [])).toBeNull();
    expect(takenRefusal({ username: 'bea', email: 'bea@example.org' }, others)).toBeNull();
  });

  it('refuses a registration whose email is another account’s username or email', () => {
    expect(registerRefusal('ada', others)?.field).toBe('email');
    expect(registerRefusal('ADA@example.org', others)?.message).toBe('An account with this email already exists');
    expect(registerRefusal('bea@example.org', others)).toBeNull();
  });
});

describe('lastAdminRefusal', () => {
  it('keeps one admin whatever takes them away', () => {
    expect(lastAdminRefusal({ isAdmin: true }, 'demote', 1)).toEqual({
      code: 'CONFLICT',
      message: 'The last admin cannot be removed or demoted. Make another user an admin first.',
      field: 'isAdmin',
    });
    expect(lastAdminRefusal({ isAdmin: true }, 'delete', 1)?.field).toBeUndefined();
    expect(lastAdminRefusal({ isAdmin: true }, 'leave', 1)?.message).toBe('You are the last admin. Make another user an admin before deleting your account.');
    expect(lastAdminRefusal({ isAdmin: true }, 'delete', 2)).toBeNull();
    expect(lastAdminRefusal({ isAdmin: false }, 'delete', 1)).toBeNull();
  });
});
