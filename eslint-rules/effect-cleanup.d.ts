import type { Rule } from 'eslint';

declare const effectCleanup: Rule.RuleModule;
export = effectCleanup;
