import { modelRangeQuery } from '@carweb/api-model';
import { critical, pageDealer, type PageLoaderArgs } from '@carweb/platform-routing';
import { isSent } from './thanks-step';

export interface DealerTestDriveData {
  sent: boolean;
  /** the brand has no model to offer: the page says how to reach the dealer instead of an empty choice */
  noModels: boolean;
}

/** The brand's model range is what the visitor chooses from: without it the form cannot be filled. */
export async function loadDealerTestDrive(args: PageLoaderArgs): Promise<DealerTestDriveData> {
  const [, range] = await Promise.all([pageDealer(args), critical(args.env.queryClient.ensureQueryData(modelRangeQuery(args.api)))]);
  const sent = isSent(args.request);
  return { sent, noModels: !sent && !range?.models.length };
}
