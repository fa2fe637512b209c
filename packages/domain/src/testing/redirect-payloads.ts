/**
 * Open-redirect payloads: each would take the browser off the lobby (another host, a script URL, a path
 * above the base) if it were used as a navigation target. The script ones call `__xss("redirect")`, which a
 * browser test can watch for.
 */
export const REDIRECT_PAYLOADS = [
  '//evil.invalid',
  '///evil.invalid',
  'https://evil.invalid',
  'http://evil.invalid/',
  'https:evil.invalid',
  'http:\\\\evil.invalid',
  '/\\evil.invalid',
  '\\\\evil.invalid',
  '\\/evil.invalid',
  '/\t/evil.invalid',
  '/\n/evil.invalid',
  '\t//evil.invalid',
  ' //evil.invalid',
  '%2F%2Fevil.invalid',
  '/%2F%2Fevil.invalid',
  '/%5Cevil.invalid',
  '/%09/evil.invalid',
  '/@evil.invalid',
  '//lobby@evil.invalid',
  'https://127.0.0.1@evil.invalid/',
  '/..//evil.invalid',
  '/../../evil.invalid',
  'javascript:__xss("redirect")',
  'JaVaScRiPt:__xss("redirect")',
  'java\tscript:__xss("redirect")',
  'data:text/html,<script>__xss("redirect")</script>',
  'vbscript:msgbox(1)',
  '／／evil.invalid',
  '〱evil.invalid',
  '//evil.invalid/%2e%2e',
] as const;
