import { RuleTester } from 'eslint';
import tsParser from '@typescript-eslint/parser';
import effectCleanup from '@/eslint-rules/effect-cleanup';

const tester = new RuleTester({
  languageOptions: {
    parser: tsParser,
    ecmaVersion: 'latest',
    sourceType: 'module',
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('sitka/effect-cleanup', effectCleanup, {
  valid: [
    // Nothing returned, or a bare return.
    'useEffect(() => { window.scrollTo(0, 0); }, [pathname]);',
    'useEffect(() => { if (!first) window.scrollTo(0, 0); return; }, [pathname]);',
    // A cleanup written as a function, or named.
    'useEffect(() => { const observer = new MutationObserver(() => {}); return () => observer.disconnect(); }, []);',
    'useLayoutEffect(() => { function stop() {} return stop; }, []);',
    'useEffect(() => { const unsubscribe = subscribe(listener); return unsubscribe; }, []);',
    'useEffect(() => () => controller.abort(), []);',
    'useEffect(() => void track(), []);',
    'React.useEffect(() => { return undefined; });',
    'useEffect(() => { return flag ? () => stop() : undefined; }, [flag]);',
    // Returns of functions nested in the effect are theirs, not the effect's.
    'useEffect(() => { const reach = () => { return Boolean(find()); }; reach(); }, []);',
    // Other hooks and a callback given by name are not effects' bodies to read.
    'useMemo(() => compute(a), [a]);',
    'useCallback(() => window.scrollTo(0, 0), []);',
    'useEffect(run, []);',
  ],
  invalid: [
    // Chromium 156 answers scrollTo with a Promise that React would call as the cleanup.
    {
      code: 'useEffect(() => window.scrollTo(0, 0), [pathname]);',
      errors: [{ messageId: 'conciseBody' }],
    },
    {
      code: 'useEffect(() => { if (!first) return window.scrollTo(0, 0); }, [pathname]);',
      errors: [{ messageId: 'notCleanup' }],
    },
    {
      code: 'useLayoutEffect(() => onChange(searching), [searching, onChange]);',
      errors: [{ messageId: 'conciseBody' }],
    },
    {
      code: 'useInsertionEffect(() => { return insertRule(css); });',
      errors: [{ messageId: 'notCleanup' }],
    },
    {
      code: 'React.useEffect(() => { return subscribe(listener); }, []);',
      errors: [{ messageId: 'notCleanup' }],
    },
    {
      code: 'useEffect(() => { return observer.disconnect; }, []);',
      errors: [{ messageId: 'notCleanup' }],
    },
    {
      code: 'useEffect(() => { return null; }, []);',
      errors: [{ messageId: 'notCleanup' }],
    },
    {
      code: 'useEffect(() => { const done = new Promise(() => {}); return done; }, []);',
      errors: [{ messageId: 'notCleanup' }],
    },
    {
      code: 'useEffect(() => (ref.current = node), [node]);',
      errors: [{ messageId: 'conciseBody' }],
    },
    {
      code: 'useEffect(async () => { await load(); }, []);',
      errors: [{ messageId: 'asyncEffect' }],
    },
    {
      code: 'useEffect(() => { return async () => { await save(); }; }, []);',
      errors: [{ messageId: 'notCleanup' }],
    },
  ],
});
