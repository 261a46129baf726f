export { ApiReferenceModule } from './api-reference.module.js';
export { nestRoutes, type NestRoute } from './nest-routes.js';
export { OPERATIONS, type OperationDoc } from './operations.js';
