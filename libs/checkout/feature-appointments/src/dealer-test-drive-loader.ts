import { modelRangeQuery } from '@carweb/api-model';
import { critical, type PageLoaderArgs } from '@carweb/platform-routing';
import { dealerTestDrivePage } from './dealer-test-drive-route';
import { isSent, pageDealer } from './page-dealer';

export interface DealerTestDriveData {
  sent: boolean;
  /** the brand has no model to offer: the page says how to reach the dealer instead of an empty choice */
  noModels: boolean;
}

/** The brand's model range is what the visitor chooses from: without it the form cannot be filled. */
export async function loadDealerTestDrive(args: PageLoaderArgs): Promise<DealerTestDriveData> {
  const [, range] = await Promise.all([
    pageDealer(args),
    critical(args.env.queryClient.ensureQueryData(modelRangeQuery(args.api))),
    dealerTestDrivePage.preload(),
  ]);
  const sent = isSent(args.request);
  return { sent, noModels: !sent && !range?.models.length };
}
