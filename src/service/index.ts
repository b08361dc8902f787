export { createService, type ServiceDeps } from './create-service';
export { ServiceError, type ServiceStatus } from './errors';
export type { Clock, Entropy, Logger, LogEntry } from './ports';
export { silentLogger } from './ports';
export type * from './types';
export type * from './mail/types';
export type * from './mail/composer';
export { SECRET_PLACEHOLDER } from './mail/composer';
