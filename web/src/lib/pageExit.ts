/** Leaving the app for another site (the payment provider's checkout page). An object, so tests can watch the call. */
export const pageExit = {
  to(url: string): void {
    window.location.assign(url);
  },
};
