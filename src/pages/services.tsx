import React, {type ReactNode} from 'react';
import MarketingPage from '@site/src/components/MarketingPage';
import {pages} from '@site/src/data/pages';

export default function ServicesPage(): ReactNode {
  return <MarketingPage content={pages.services} />;
}
