import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { mcpServer } from "@/lib/api/mcp-tools";
import { rateLimited } from "@/lib/api/respond";
import { errorResponse } from "@/lib/http/server";

/**
 * The MCP server (Streamable HTTP, stateless: each request is answered by a new server and transport, so any
 * instance answers any request). Limited per client like /api/v1.
 */
async function handle(request: Request) {
  try {
    const limited = await rateLimited(request);
    if (limited) return limited;
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await mcpServer().connect(transport);
    return await transport.handleRequest(request);
  } catch (error) {
    return errorResponse(error, "MCP request");
  }
}

export const POST = handle;
export const GET = handle;
export const DELETE = handle;
