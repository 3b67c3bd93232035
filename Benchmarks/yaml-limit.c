/* The floor for anything built on libyaml: read each file, run yaml_parser_parse over every event,
 * and do nothing else. One core, one parser at a time, each file read whole and handed to libyaml
 * with yaml_parser_set_input_string (InsetLint reads through a read handler in 16 KB pieces, which
 * costs a little more; the floor stays a floor).
 *
 *   yaml-limit PATH...     PATH: a file, or a directory searched for *.screen.yaml / *.screen.yml
 *
 * Prints "files bytes events" on stdout; exits 2 if a file cannot be read or parsed. */
#define _XOPEN_SOURCE 700
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static long long files, bytes, events;
static int failed;

static int is_spec(const char *path) {
    size_t n = strlen(path);
    return (n > 12 && strcmp(path + n - 12, ".screen.yaml") == 0)
        || (n > 11 && strcmp(path + n - 11, ".screen.yml") == 0);
}

static void parse_file(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); failed = 1; return; }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *data = malloc(size > 0 ? (size_t)size : 1);
    if (!data || fread(data, 1, (size_t)size, f) != (size_t)size) { perror(path); failed = 1; fclose(f); free(data); return; }
    fclose(f);

    yaml_parser_t parser;
    yaml_event_t event;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, data, (size_t)size);
    int done = 0;
    while (!done) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s:%zu:%zu: %s\n", path, parser.problem_mark.line + 1, parser.problem_mark.column + 1,
                    parser.problem ? parser.problem : "parse error");
            failed = 1;
            break;
        }
        events++;
        done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
    }
    yaml_parser_delete(&parser);
    free(data);
    files++;
    bytes += size;
}

static int visit(const char *path, const struct stat *info, int type, struct FTW *ftw) {
    (void)info;
    (void)ftw;
    if (type == FTW_F && is_spec(path)) parse_file(path);
    return 0;
}

int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        struct stat info;
        if (stat(argv[i], &info) != 0) { perror(argv[i]); failed = 1; continue; }
        if (S_ISDIR(info.st_mode)) nftw(argv[i], visit, 32, FTW_PHYS);
        else parse_file(argv[i]);
    }
    printf("%lld %lld %lld\n", files, bytes, events);
    return failed ? 2 : 0;
}
