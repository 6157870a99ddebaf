import express, { type RequestHandler } from 'express';

/** Swagger UI for /api/openapi.json, from the swagger-ui-dist package on this server; no validator badge (it would call out). */
const DOCS_UI = { swaggerOptions: { url: '/api/openapi.json', validatorUrl: null }, customSiteTitle: 'D.Office REST API' };

/** The REST API's docs page (mount at /api/docs). swagger-ui (~15 MB) loads on the first visit of the docs, not at every server start. */
export function apiDocs(): RequestHandler {
  let docs: Promise<express.Router> | undefined;
  return (req, res, next) => {
    docs ??= import('swagger-ui-express').then((m) => {
      const swaggerUi = (m as unknown as { default: typeof m }).default ?? m;
      return express.Router().use(swaggerUi.serveFiles(undefined, DOCS_UI), swaggerUi.setup(undefined, DOCS_UI));
    });
    docs.then((router) => router(req, res, next), next);
  };
}
