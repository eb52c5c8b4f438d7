import {validateHeaderValue} from 'node:http';
import {describe, expect, it} from 'vitest';
import {sameOriginLocation} from './sameOrigin';

describe('sameOriginLocation', () => {
  it('keeps a path of its own origin as it is', () => {
    expect(sameOriginLocation('/docs/server/routers?a=1')).toBe('/docs/server/routers?a=1');
    expect(sameOriginLocation('/%E2%98%83')).toBe('/%E2%98%83');
  });

  it('collapses what would name another origin to one slash', () => {
    expect(sameOriginLocation('//evil.example/x')).toBe('/evil.example/x');
    expect(sameOriginLocation('/\\evil.example')).toBe('/evil.example');
    expect(sameOriginLocation('/\t/evil.example')).toBe('/evil.example');
  });

  it('percent-encodes what a header value cannot hold: control characters, spaces, non-ASCII', () => {
    expect(sameOriginLocation('/☃')).toBe('/%E2%98%83');
    expect(sameOriginLocation('/a\r\nSet-Cookie: x')).toBe('/a%0D%0ASet-Cookie:%20x');
    expect(sameOriginLocation('/a\u007f\u0000b')).toBe('/a%7F%00b');
    expect(sameOriginLocation('/a\ud800b')).toBe('/a%EF%BF%BDb');
    for (const location of ['/☃', '/a\r\nb', '/a\ud800', '/é?q=ü'])
      expect(() => validateHeaderValue('Location', sameOriginLocation(location)), location).not.toThrow();
  });
});
