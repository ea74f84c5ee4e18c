import type { FastifyInstance } from 'fastify';
import { readRoute, route } from '#src/server/lib/endpoint-route.ts';
import { fastSerializerCompiler } from '#src/server/lib/fast-serializer.ts';
import { catalogEndpoints as api } from '#src/shared/contracts/catalog-endpoints.ts';
import type { CatalogService } from './service';

export function catalogRoutes(catalog: CatalogService) {
  return async (app: FastifyInstance) => {
    const fast = { serializerCompiler: fastSerializerCompiler };

    // readRoute: also read in-process by the pages the server draws (decision 055).
    readRoute(app, api.locations, () => catalog.listLocations(), fast);
    readRoute(app, api.resorts, () => catalog.listResorts(), fast);
    route(app, api.resortLocations, (req) => catalog.listResortLocations(req.params.resortId));
    readRoute(app, api.unitTypes, ({ query }) => catalog.listUnitTypes(query.resortId), fast);
    route(app, api.brands, () => catalog.listBrands());

    // Database Management: managers and developers administer reference data.
    route(app, api.resortSummaries, (req) => catalog.listResortSummaries(req.query.q));
    route(app, api.createResort, async (req, reply) =>
      reply.code(201).send(await catalog.createResort(req.body)),
    );
    route(app, api.createUnitType, async (req, reply) =>
      reply.code(201).send(await catalog.createUnitType(req.body)),
    );
    route(app, api.createContractType, async (req, reply) =>
      reply.code(201).send(await catalog.createContractType(req.body)),
    );
    readRoute(app, api.spanishNames, () => catalog.spanishNames());
    route(app, api.updateUnitType, (req) => catalog.updateUnitType(req.params.id, req.body));
    route(app, api.updateContractType, (req) => catalog.updateContractType(req.params.id, req.body));
    route(app, api.updateLocation, (req) => catalog.updateLocation(req.params.id, req.body));
    readRoute(app, api.unitTypeImages, ({ params }) => catalog.listUnitTypeImages(params.unitTypeId));
  };
}
