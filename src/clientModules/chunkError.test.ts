import {describe, expect, it} from 'vitest';
import {isChunkLoadError} from './chunkError';

describe('isChunkLoadError', () => {
  it('recognises chunk failures by name or message', () => {
    const named = Object.assign(new Error('x'), {name: 'ChunkLoadError'});
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 1142 failed.\n(error: /assets/js/1142.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk main failed'))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
