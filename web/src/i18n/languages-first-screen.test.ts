// The first screen chooses its language with this module; yup (the forms' schemas, ~10 KB gzip) must not come with it.
jest.mock('yup', () => {
  throw new Error('the language choice imported yup, so /dashboard downloads it');
});

it('choosing the language loads no schema library', () => {
  // A fresh registry: the test setup has loaded the module already (without the mock).
  jest.isolateModules(() => {
    const { chooseLanguage, LANGUAGES } = jest.requireActual<typeof import('./languages')>('./languages');
    expect(LANGUAGES).toEqual(['en', 'de']);
    expect(chooseLanguage(null, ['de-AT'])).toBe('de');
  });
});
