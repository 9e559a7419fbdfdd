import React, {useEffect, useState} from 'react';
import Layout from '@theme/Layout';

let hasCrashed = false;

/**
 * Throws once per page load, after hydration (so the static build succeeds). Outside the page Layout, so the error
 * reaches the site-wide error boundary, which renders the "Page Error" page.
 */
function CrashTrigger(): null {
  const [crash, setCrash] = useState(false);
  useEffect(() => {
    if (!hasCrashed) {
      hasCrashed = true;
      setCrash(true);
    }
  }, []);
  if (crash) {
    throw new Error('Simulated render failure in the crash test page', {
      cause: new Error('The catalog data for this page was malformed'),
    });
  }
  return null;
}

export default function CrashTestPage(): React.ReactElement {
  return (
    <>
      <CrashTrigger />
      <Layout title="Crash test" description="Test-only page that throws once to exercise the error boundary.">
        <main className="container margin-vert--lg">
          <h1>Crash test</h1>
          <p>The crash test component rendered normally.</p>
        </main>
      </Layout>
    </>
  );
}
