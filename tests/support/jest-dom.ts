import '@testing-library/jest-dom';

// Components are tried as on a page React and its router have taken over (lib/hydration-signal.ts);
// a test of what happens before then says so.
beforeEach(() => {
  window.__sitkaHydrated = true;
});
