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

export function registerApiRoutes(app: OpenAPIHono<AppEnv>, deps: Deps) {
  registerShared(app, deps);
  registerCourses(app, deps);
  registerAcademic(app, deps);
  registerUser(app, deps);
  registerUpload(app, deps);
  registerCart(app, deps);
  registerPayment(app, deps); // /payment/*: browser-facing hosted pages, outside /api/ (no bearer)
}
