export { createService, type ServiceDeps } from './create-service';
export { ServiceError, type ServiceStatus } from './errors';
export type { Clock, Entropy, Logger, LogEntry } from './ports';
export { silentLogger } from './ports';
export type * from './types';
