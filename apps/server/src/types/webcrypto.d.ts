// @jinli/contract's codec (compiled here from source) names the Web Crypto `CryptoKey` type, which
// the DOM lib declares globally but @types/node only exports from node:crypto. The server has no
// DOM lib, so this declares the same type globally.
import type { webcrypto } from 'node:crypto';

declare global {
  type CryptoKey = webcrypto.CryptoKey;
}
