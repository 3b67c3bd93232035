/* Runs one command and reports its wall time and peak RSS, for Benchmarks/run.
 *
 *   measure OUT COMMAND [ARG...]     OUT: a file or /dev/null for the command's standard output
 *
 * Prints "seconds peak_kb exit_code" on stderr. A child's ru_maxrss starts at the RSS of the
 * process that forked it (Linux carries it across fork and exec), so a command forked straight
 * from the Python harness never reports less than the harness's ~20 MB; forked from this small
 * program it reports its own peak. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: measure OUT COMMAND [ARG...]\n"); return 2; }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) { perror("fork"); return 2; }
    if (pid == 0) {
        int out = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int null = open("/dev/null", O_WRONLY);
        if (out < 0 || null < 0) { perror(argv[1]); _exit(127); }
        dup2(out, 1);
        dup2(null, 2);
        execvp(argv[2], argv + 2);
        _exit(127);
    }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) < 0) { perror("wait4"); return 2; }
    clock_gettime(CLOCK_MONOTONIC, &end);
    double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    fprintf(stderr, "%.6f %ld %d\n", seconds, usage.ru_maxrss, code);
    return 0;
}
