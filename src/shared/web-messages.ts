/** Text only the web client shows; `messages.web` re-exports it. */
export const webMessages = {
  somethingWentWrong: 'Something went wrong',
  applicationError: 'The application encountered an error. Please refresh the page.',
  noLiveShows: 'No live shows currently active',
  liveShowsUnavailable: 'We could not check for live shows just now.',
  noUpcomingPerformances: 'No upcoming performances yet',
  upcomingPerformancesUnavailable: 'We could not load upcoming performances just now.',
  pageNotFound: 'Page not found',
  /** Spec 1 §8 and spec 2 §8: any call that never reached the server. */
  networkError: 'Network error. Please try again.',
  signInSucceeded: 'Signed in. Taking you to your dashboard…',
  signUpSucceeded: 'Account created. Taking you to your dashboard…',
} as const;
