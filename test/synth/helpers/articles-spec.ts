// Shaped like dev.to's `GET /api/articles/search` (fresh15): a search whose doc hands back one
// article, found by the keywords it is sent. Readers saw `getArticles {"q":"A beginner's guide to
// sourdough"}` answer with "Five things we learned running our first meetup".
export const ARTICLE = {
  type: "object",
  properties: {
    id: { type: "integer", format: "int32" },
    title: { type: "string", description: "The article title" },
    positive_reactions_count: { type: "integer", format: "int32" },
    reading_time_minutes: { type: "integer", description: "Reading time, in minutes" },
  },
};
export const ARTICLES_SPEC = {
  openapi: "3.0.0",
  info: { title: "Articles", version: "1.0.0" },
  paths: {
    "/api/articles/search": {
      get: {
        operationId: "getArticles",
        summary: "Get a list of filtered articles",
        parameters: [
          {
            name: "q",
            in: "query",
            description: "Accepts keywords to use as a search query.",
            schema: { type: "string" },
          },
          { name: "page", in: "query", schema: { type: "integer", default: 0 } },
        ],
        responses: {
          "200": { description: "OK", content: { "application/json": { schema: ARTICLE } } },
        },
      },
    },
  },
};
