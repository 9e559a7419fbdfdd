import {announcementBar} from '../../docusaurus.config';

/** The announcement bar's words before its link, as a visitor reads them: the tests look for the bar by this text. */
export const announcementText = announcementBar.content.replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, '').trim();
