/**
 * The docs page that tells readers how to connect their editor to the docs MCP server: linked from /llms.txt and
 * from the page actions menu (which runs in the browser, so this module imports nothing).
 */
export const DOCS_MCP_PAGE = '/docs/development/developer-tools/docs-mcp-server';
