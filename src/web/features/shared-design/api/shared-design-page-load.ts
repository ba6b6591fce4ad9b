import { ApiError } from '../../../../api/errors';
import type { RoutePage } from '../../../hooks/page-load';
import { sharedDesignQuery } from './shared-design-calls';

/**
 * A shared design's page: the design in the page's state, its mock-up card as the link preview,
 * kept out of search engines' indexes. A link never shared or stopped is a 404 whose error the
 * browser is handed with the state.
 */
export const sharedDesignPage: RoutePage = {
  async load({ client, params, data, absolute }) {
    const slug = params.slug ?? '';
    const shared = await data.sharedDesign(slug);
    if (!shared) {
      await client.prefetchQuery({
        ...sharedDesignQuery(slug),
        retry: false,
        queryFn: () => Promise.reject(new ApiError(404, 'This design is not shared, or its link has been stopped.', 'NOT_FOUND')),
      });
      return { status: 404 };
    }
    client.setQueryData(sharedDesignQuery(slug).queryKey, shared);
    return {
      status: 200,
      head: { robots: 'noindex, follow', image: { url: absolute(`/og/design/${shared.slug}.jpg`), width: 1200, height: 630 } },
    };
  },
};
