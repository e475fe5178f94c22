// A synthetic CRUD OpenAPI document of any size: the scaling test and `npm run bench -- scale`
// build it at two sizes to see how envgen and verify grow with the number of tools.

/** A CRUD OpenAPI document with `n` resources (five tools each: list, create, get, update, delete). */
export function crudSpec(n: number): string {
  const record = {
    type: "object",
    properties: { id: { type: "string" }, name: { type: "string" }, size: { type: "integer" } },
  };
  const json = (schema: unknown) => ({ "application/json": { schema } });
  const idParam = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
  const paths: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) {
    const r = `gadget${i}`;
    paths[`/${r}s`] = {
      get: {
        operationId: `list_${r}s`,
        summary: `List ${r}s`,
        responses: { 200: { description: "ok", content: json({ type: "array", items: record }) } },
      },
      post: {
        operationId: `create_${r}`,
        summary: `Create a ${r}`,
        requestBody: { content: json(record) },
        responses: { 201: { description: "ok", content: json(record) } },
      },
    };
    paths[`/${r}s/{id}`] = {
      get: {
        operationId: `get_${r}`,
        parameters: idParam,
        summary: `Get a ${r}`,
        responses: { 200: { description: "ok", content: json(record) } },
      },
      put: {
        operationId: `update_${r}`,
        parameters: idParam,
        summary: `Update a ${r}`,
        requestBody: { content: json(record) },
        responses: { 200: { description: "ok" } },
      },
      delete: {
        operationId: `delete_${r}`,
        parameters: idParam,
        summary: `Delete a ${r}`,
        responses: { 204: { description: "gone" } },
      },
    };
  }
  return JSON.stringify({ openapi: "3.0.0", info: { title: `Crud ${n}`, version: "1" }, paths });
}
