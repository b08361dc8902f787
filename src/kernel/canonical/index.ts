export { canonicalJson, CanonicalJsonError } from './jcs';
export { canonicalEqual } from './equal';
export { canonicalMatches } from './matches';
export {
  sha256Hex,
  sha256Bytes,
  hmacSha256Bytes,
  hmacSha256Hex,
  hexToBytes,
  hexToFixedBytes,
  bytesToHex,
  bytesEqual,
} from './hash';
export { stateHash, stateHashOfCanonical } from './state-hash';
export { fileCommitment } from './file-commitment';
