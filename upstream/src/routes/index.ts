// Every /api/ area of the contract, one module each.
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv, Deps } from '../http/types';
import { registerAcademic } from './academic';
import { registerCart } from './cart';
import { registerCourses } from './courses';
import { registerPayment } from './payment';
import { registerShared } from './shared';
import { registerUser } from './user';
import { registerUpload } from './upload';
import { registerExtensions } from './extensions';

export function registerApiRoutes(app: OpenAPIHono<AppEnv>, deps: Deps) {
  registerShared(app, deps);
  registerCourses(app, deps);
  registerAcademic(app, deps);
  registerUser(app, deps);
  registerUpload(app, deps);
  registerCart(app, deps);
  // Beyond the institute's API (lib/contract `extension: true`): off, they answer 404 as an API without them would.
  if (deps.config.extensions) registerExtensions(app, deps);
  registerPayment(app, deps); // /payment/*: browser-facing hosted pages, outside /api/ (no bearer)
}
