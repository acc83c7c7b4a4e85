/** The finished-test call, named once: the app gives it a larger body limit than every other call. */
export const stageFinishedPath = '/applicant/stagefinished';
/** Room for the longest log a test allows (keystroke-log's maxKeystrokes, about 30 bytes a keystroke as JSON). */
export const stageFinishedBodyLimitBytes = 2 * 1024 * 1024;
