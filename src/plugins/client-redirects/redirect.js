// Every redirect page loads this one script (no inline script, so no CSP hash per page):
// it sends the visitor on to the page's canonical address, keeping the query and the anchor.
location.replace(document.querySelector('link[rel="canonical"]').href + location.search + location.hash);
