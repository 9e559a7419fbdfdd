import {testPort} from '../support/ports';
import {docsMcpTests} from '../support/docs-mcp';

/** The docs MCP server as scripts/serve.mjs (`npm run serve`, the suite's server) runs it; no browser. */
docsMcpTests(() => `http://127.0.0.1:${testPort}`);
