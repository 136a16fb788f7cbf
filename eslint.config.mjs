import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const eslintConfig = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  // Internal links are plain <a> on purpose: each page loads in full under its own policy (see
  // components/ui/button.tsx), which costs less script than next/link's client-side router.
  { rules: { '@next/next/no-html-link-for-pages': 'off' } },
  // Playwright fixtures call a function named `use`, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.bench/**', '.e2e-builds/**', 'public/admin/**'] },
];

export default eslintConfig;
